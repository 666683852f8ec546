# reader over a StringIO
import csv
import io

for row in csv.reader(io.StringIO('a,b,c\r\n1,2,3\r\n')):
    print(row)
