# empty lines give empty rows
import csv
import io

print(list(csv.reader(['a', '', 'b', '\r\n'])))
