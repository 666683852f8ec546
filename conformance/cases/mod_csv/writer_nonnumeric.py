# QUOTE_NONNUMERIC
import csv
import io

buf = io.StringIO()
csv.writer(buf, quoting=csv.QUOTE_NONNUMERIC).writerow(['a', 1, 2.5, True, None])
print(repr(buf.getvalue()))
