# uncaught strptime mismatch
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
datetime.strptime('2020', '%Y-%m-%d')
