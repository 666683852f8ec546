# field_size_limit
import csv
import io

old = csv.field_size_limit()
print(old, csv.field_size_limit(10), csv.field_size_limit())
try:
    list(csv.reader(['x' * 11]))
except csv.Error as e:
    print(e)
csv.field_size_limit(old)
