# uncaught date + int
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
date(2020, 1, 1) + 1
