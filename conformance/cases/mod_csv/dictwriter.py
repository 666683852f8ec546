# DictWriter
import csv
import io

buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=['name', 'age'])
w.writeheader()
w.writerow({'name': 'bob', 'age': 3})
w.writerow({'name': 'al'})
w.writerows([{'age': 1, 'name': 'z'}])
print(repr(buf.getvalue()))
