# uncaught timedelta overflow
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
timedelta(days=10**9)
