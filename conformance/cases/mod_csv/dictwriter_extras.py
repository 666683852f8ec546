# DictWriter extrasaction
import csv
import io

buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=['a'])
try:
    w.writerow({'a': 1, 'b': 2})
except ValueError as e:
    print(e)
w = csv.DictWriter(buf, fieldnames=['a'], extrasaction='ignore', restval='-')
w.writerow({'b': 2})
print(repr(buf.getvalue()))
try:
    csv.DictWriter(buf, ['a'], extrasaction='bad')
except ValueError as e:
    print(e)
