# csv.Sniffer: sniff (delimiter, quotechar, doublequote, skipinitialspace) and has_header over typical samples, delimiters=, errors
import csv
samples = [
    "name,age,city\nAnn,30,NYC\nBob,25,LA\n",
    "a;b;c\n1;2;3\n4;5;6\n",
    "a\tb\tc\n1\t2\t3\n",
    'id,"full name",score\n1,"Smith, John",9.5\n2,"Doe, Jane",7\n',
    "x|y\n1|2\n3|4\n",
    "'a', 'b', 'c'\n'1', '2', '3'\n",
    'title,desc\n"He said ""hi""",ok\n"x",y\n',
    "one\ntwo\nthree\n",
    "a b c\n1 2 3\n",
    "h1:h2\n10:20\n30:40\n",
    '"only"\n"quoted"\n',
    "k=v&k2=v2\nx=1&y=2\n",
]
sn = csv.Sniffer()
for s in samples:
    try:
        d = sn.sniff(s)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, d.lineterminator == '\r\n', d.quoting, d._name)
        print(list(csv.reader(s.splitlines(), d))[:2])
    except csv.Error as e:
        print("Error:", e)
    try:
        print("header:", sn.has_header(s))
    except csv.Error as e:
        print("Error:", e)
print(sn.sniff("a,b;c\n1,2;3\n", delimiters=";").delimiter)
try: sn.sniff("")
except csv.Error as e: print(e)
print(sn.preferred)
import io
data = "id;name;score\n1;ann;3.5\n2;bob;4\n3;cy;5\n"
d = csv.Sniffer().sniff(data, delimiters=";,")
print(issubclass(d, csv.Dialect), d.__name__, [row["name"] for row in csv.DictReader(io.StringIO(data), dialect=d)])
print(csv.Sniffer().has_header("a,b\n1,2\n3,4\n"), csv.Sniffer().has_header("1,2\n3,4\n5,6\n"), csv.Sniffer().has_header("name,x\nab,cd\nef,gh\n"))
print(csv.Sniffer().sniff("a , b , c\n1 , 2 , 3\n").skipinitialspace, "Sniffer" in csv.__all__)
