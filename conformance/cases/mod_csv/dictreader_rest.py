# DictReader restkey and restval
import csv
import io

data = 'a,b\n1,2,3,4\n5\n\n6,7\n'
for row in csv.DictReader(io.StringIO(data)):
    print(row)
for row in csv.DictReader(io.StringIO(data), restkey='extra', restval='?'):
    print(row)
