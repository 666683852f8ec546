# calendar() year text output
import calendar
print(calendar.calendar(2024))
