# an error raised inside datetime (C in CPython): the frames of the program only
import datetime
def parse(s):
    y, m, d = map(int, s.split("-"))
    return datetime.date(y, m, d)
print(parse("2024-02-29"))
parse("2023-02-29")
