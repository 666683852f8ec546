# uncaught date overflow
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
date.max + timedelta(days=1)
