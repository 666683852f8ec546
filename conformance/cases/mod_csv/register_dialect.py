# register and unregister dialects
import csv
import io

csv.register_dialect('pipes', delimiter='|', quoting=csv.QUOTE_ALL)
buf = io.StringIO()
csv.writer(buf, 'pipes').writerow(['a', 'b'])
print(repr(buf.getvalue()), list(csv.reader(['x|"y|z"'], 'pipes')))
csv.unregister_dialect('pipes')
try:
    csv.get_dialect('pipes')
except csv.Error as e:
    print(e)
try:
    csv.unregister_dialect('pipes')
except csv.Error as e:
    print(e)
