# custom delimiter and quotechar
import csv
import io

print(list(csv.reader(['a;b;"c;d"'], delimiter=';')))
print(list(csv.reader(["a|'b|c'|d"], delimiter='|', quotechar="'")))
