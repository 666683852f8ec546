# QUOTE_NONE with and without escapechar
import csv
import io

buf = io.StringIO()
csv.writer(buf, quoting=csv.QUOTE_NONE, escapechar='\\').writerow(['a,b', 'c"d', 'e'])
print(repr(buf.getvalue()))
try:
    csv.writer(buf, quoting=csv.QUOTE_NONE).writerow(['a,b'])
except csv.Error as e:
    print(e)
