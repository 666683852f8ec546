# writer errors
import csv
import io

buf = io.StringIO()
try:
    csv.writer(buf).writerow(5)
except csv.Error as e:
    print(e)
try:
    csv.writer(5)
except TypeError as e:
    print(e)
