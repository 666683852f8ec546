# uncaught bad month
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
date(2020, 13, 1)
