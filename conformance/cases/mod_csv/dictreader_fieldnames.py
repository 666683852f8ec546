# DictReader with explicit fieldnames
import csv
import io

for row in csv.DictReader(['1,2', '3,4'], fieldnames=['x', 'y']):
    print(row)
print(csv.DictReader([]).fieldnames)
