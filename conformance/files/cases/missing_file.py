# An uncaught FileNotFoundError: the traceback's last line names the file.
import csv
with open('uploads/data.csv', newline='') as f:
    print(list(csv.reader(f)))
