# aggregate a column
import csv
import io

data = 'item,price\napple,1.5\npear,2.25\nfig,0.75\n'
total = sum(float(r['price']) for r in csv.DictReader(io.StringIO(data)))
print(total)
