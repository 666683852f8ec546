# unix dialect round trip
import csv
import io

buf = io.StringIO()
w = csv.writer(buf, dialect='unix')
w.writerows([['a', None, 3], ['x"y', '']])
print(repr(buf.getvalue()))
buf.seek(0)
print(list(csv.reader(buf)))
