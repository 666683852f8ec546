# rows may be any iterable
import csv
import io

buf = io.StringIO()
w = csv.writer(buf)
w.writerow(x * 2 for x in range(3))
w.writerow('abc')
w.writerows(iter([(1,), (2,)]))
print(repr(buf.getvalue()))
