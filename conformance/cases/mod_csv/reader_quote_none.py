# QUOTE_NONE reader keeps quotes
import csv
import io

print(list(csv.reader(['"a",b'], quoting=csv.QUOTE_NONE)))
