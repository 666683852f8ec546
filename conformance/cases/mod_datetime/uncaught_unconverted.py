# uncaught unconverted data
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
datetime.strptime('2020-01-01x', '%Y-%m-%d')
