# quotechar=None implies QUOTE_NONE
import csv
import io

print(list(csv.reader(['"a",b'], quotechar=None)))
try:
    csv.reader([], quotechar=None, quoting=csv.QUOTE_MINIMAL)
except TypeError as e:
    print(e)
