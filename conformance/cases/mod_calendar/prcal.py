# prcal output and firstweekday
import calendar
calendar.setfirstweekday(calendar.SUNDAY)
calendar.prcal(2025, m=6)
