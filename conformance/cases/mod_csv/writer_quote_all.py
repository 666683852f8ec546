# QUOTE_ALL
import csv
import io

buf = io.StringIO()
csv.writer(buf, quoting=csv.QUOTE_ALL).writerow(['a', 1, None, ''])
print(repr(buf.getvalue()))
