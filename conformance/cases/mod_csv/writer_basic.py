# writer default dialect
import csv
import io

buf = io.StringIO()
w = csv.writer(buf)
print(w.writerow(['a', 'b', 'c']))
w.writerow([1, 2.5, None, True])
print(repr(buf.getvalue()))
