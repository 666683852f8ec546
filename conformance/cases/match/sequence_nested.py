# nested sequence patterns
points = [[(0, 0), (1, 1)], [(0, 1), (2, 3)], [(1, 2)]]
for p in points:
    match p:
        case [(0, 0), (x, y)]:
            print("from origin to", x, y)
        case [(x1, y1), (x2, y2)]:
            print("segment", x1, y1, x2, y2)
        case [(x, y)]:
            print("point", x, y)
