# skipinitialspace
import csv
import io

print(list(csv.reader(['a, b,  "c, d"'])))
print(list(csv.reader(['a, b,  "c, d"'], skipinitialspace=True)))
