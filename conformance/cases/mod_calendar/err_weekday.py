# uncaught IllegalWeekdayError
import calendar
calendar.setfirstweekday(9)
