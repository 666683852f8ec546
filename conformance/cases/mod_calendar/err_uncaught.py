# uncaught IllegalMonthError
import calendar
calendar.month(2024, 15)
