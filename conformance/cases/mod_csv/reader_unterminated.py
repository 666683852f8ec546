# unterminated quote at end of data
import csv
import io

print(list(csv.reader(['a,"bc'])))
