# doublequote=False needs escapechar
import csv
import io

buf = io.StringIO()
csv.writer(buf, doublequote=False, escapechar='\\').writerow(['a"b', 'c\\d'])
print(repr(buf.getvalue()))
try:
    csv.writer(buf, doublequote=False).writerow(['a"b'])
except csv.Error as e:
    print(e)
