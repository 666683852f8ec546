# parsing tab-separated data
import csv
import io

data = 'id\tname\n1\tAlice Smith\n2\t"Bob\tJr"\n'
for row in csv.reader(io.StringIO(data), delimiter='\t'):
    print(row)
