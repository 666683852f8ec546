# DictReader
import csv
import io

r = csv.DictReader(io.StringIO('name,age\nbob,3\nal,4\n'))
print(r.fieldnames)
for row in r:
    print(row, r.line_num)
