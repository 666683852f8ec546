# reader over a list of strings
import csv
import io

print(list(csv.reader(['x,y', '1,2', ''])))
