# uncaught naive/aware comparison
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
datetime(2020, 1, 1) < datetime(2020, 1, 1, tzinfo=timezone.utc)
