# dialect parameter errors
import csv
import io

for kw in [dict(delimiter='ab'), dict(delimiter=1), dict(delimiter=''), dict(quotechar='ab'), dict(quotechar=1), dict(quoting=9), dict(lineterminator=1), dict(escapechar='xx')]:
    try:
        csv.reader([], **kw)
    except TypeError as e:
        print(e)
