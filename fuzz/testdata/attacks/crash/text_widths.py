# Library text builders with widths, counts and indents the program
# sets: calendars, pprint, textwrap, difflib, csv.
# --- calendar_month_width
import calendar
calendar.month(2020, 1, w=10**9)
# --- calendar_month_lines
import calendar
calendar.month(2020, 1, l=10**9)
# --- calendar_year_columns
import calendar
calendar.calendar(2020, w=10**5, l=10**5, c=10**5, m=12)
# --- textcalendar_formatyear
import calendar
calendar.TextCalendar().formatyear(2020, w=10**8)
# --- calendar_month_width_2_31
import calendar
calendar.TextCalendar().formatmonth(2020, 2, 2**31)
# --- htmlcalendar_year_width
import calendar
calendar.HTMLCalendar().formatyear(2020, width=10**9)
# --- pprint_indent
import pprint
pprint.pformat([[1, 2]] * 3, indent=10**10)
# --- pprint_width_negative
import pprint
pprint.pformat(list(range(1000)), width=-1, indent=10**8)
# --- pprint_printer_indent
import pprint
pprint.PrettyPrinter(indent=2**40).pformat({'a': [1]})
# --- textwrap_fill_width_tabs
import textwrap
textwrap.fill('\t' * 1000 + 'a', tabsize=10**10)
# --- textwrap_wrap_expand_tabs
import textwrap
textwrap.wrap('a\t' * 10**4, width=10**9, tabsize=10**6)
# --- textwrap_placeholder
import textwrap
textwrap.shorten('a ' * 100, width=10, placeholder=' ' * 10**9)
# --- textwrap_initial_indent
import textwrap
textwrap.fill('a ' * 10**6, width=10**9, initial_indent=' ' * 10**8, subsequent_indent=' ' * 10**8)
# --- textwrap_wrap_width_one
import textwrap
textwrap.wrap('a' * 10**7, width=1)
# --- csv_writer_lineterminator
import csv, io
csv.writer(io.StringIO(), lineterminator='\n' * 10**8).writerows([[1]] * 100)
# --- csv_writer_quote_doubling
import csv, io
f = io.StringIO()
csv.writer(f).writerow(['"' * 4 * 10**7])
# --- difflib_unified_lineterm
import difflib
list(difflib.unified_diff(['a'] * 1000, ['b'] * 1000, lineterm='x' * 10**6))
# --- difflib_context_n
import difflib
list(difflib.context_diff(['a'], ['b'], n=2**62))
# --- difflib_html_wrapcolumn
import difflib
difflib.HtmlDiff(wrapcolumn=1).make_table(['a' * 10**6], ['b' * 10**6]) if hasattr(difflib, 'HtmlDiff') else None
# --- time_strftime_repeat
import time
time.strftime('%Y-%m-%d %H:%M:%S' * 10**6)
# --- datetime_strftime_repeat
import datetime
datetime.datetime(2020, 1, 1).strftime('%A %B %c' * 10**6)
# --- datetime_isoformat_sep
import datetime
datetime.datetime(2020, 1, 1).isoformat(sep='x' * 10**8) if False else datetime.datetime(2020, 1, 1).isoformat('x')
# --- uuid_urn_repeat
import uuid
str(uuid.UUID(int=0)) * 10**9
# --- urlencode_many
import urllib.parse
urllib.parse.urlencode({'a' * 10**7: 'b' * 10**7, 'c': ['d' * 10**7] * 10}, doseq=True)
# --- urljoin_dots
import urllib.parse
urllib.parse.urljoin('http://x/' + 'a/' * 10**6, '../' * 10**6)
