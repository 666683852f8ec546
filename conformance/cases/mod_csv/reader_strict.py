# strict mode errors
import csv
import io

for lines in (['"a"b'], ['a,"b']):
    try:
        print(list(csv.reader(lines, strict=True)))
    except csv.Error as e:
        print('Error:', e)
print(list(csv.reader(['"a"b,c'])))
