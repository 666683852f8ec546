# reader needs strings
import csv
import io

try:
    list(csv.reader([b'a,b']))
except csv.Error as e:
    print(e)
list(csv.reader([1]))
