CREATE TABLE "api_system_readings" (
	"serial" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"pv_w" integer NOT NULL,
	"load_w" integer NOT NULL,
	"battery_w" integer NOT NULL,
	"grid_w" integer NOT NULL,
	"soc_pct" real NOT NULL,
	CONSTRAINT "api_system_readings_serial_time_pk" PRIMARY KEY("serial","time")
);
