# uncaught fromisoformat
from datetime import date, datetime, time, timedelta, timezone, tzinfo
import datetime as dt
date.fromisoformat('2020/01/01')
