# line_num counts physical lines
import csv
import io

r = csv.reader(io.StringIO('a,"b\nc"\nd\n'))
for row in r:
    print(row, r.line_num)
