# DictReader with quoted header names and semicolons
import csv, io
data = '"first name";"last, name"\n"Ann";"Lee, Jr"\n'
for row in csv.DictReader(io.StringIO(data), delimiter=';'):
    print(row)
