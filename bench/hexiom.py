# A puzzle search in the spirit of hexiom: place numbered tiles on a hexagonal board so that
# every tile's number equals the count of its occupied neighbours. Depth-first search with
# bounds on each cell (possible counts) and a multiset of remaining tiles.

import random


def hex_cells(radius):
    cells = []
    for q in range(-radius, radius + 1):
        for r in range(max(-radius, -q - radius), min(radius, -q + radius) + 1):
            cells.append((q, r))
    return cells


DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


class Puzzle:
    def __init__(self, radius, rng, density):
        self.cells = hex_cells(radius)
        index = {c: i for i, c in enumerate(self.cells)}
        self.adj = []
        for q, r in self.cells:
            self.adj.append([index[(q + dq, r + dr)] for dq, dr in DIRS if (q + dq, r + dr) in index])
        occupied = [rng.random() < density for _ in self.cells]
        self.tiles = {}
        for i, occ in enumerate(occupied):
            if occ:
                n = sum(1 for j in self.adj[i] if occupied[j])
                self.tiles[n] = self.tiles.get(n, 0) + 1
        self.empties = len(self.cells) - sum(self.tiles.values())

    def solve(self, limit):
        n = len(self.cells)
        board = [None] * n  # None undecided, -1 empty, k tile k
        tiles = dict(self.tiles)
        state = {"empties": self.empties, "nodes": 0, "solutions": 0}
        adj = self.adj

        def consistent(i):
            # every decided tile around i (and i itself) can still reach its count
            for j in [i] + adj[i]:
                v = board[j]
                if v is None or v < 0:
                    continue
                filled = undecided = 0
                for k in adj[j]:
                    b = board[k]
                    if b is None:
                        undecided += 1
                    elif b >= 0:
                        filled += 1
                if filled > v or filled + undecided < v:
                    return False
            return True

        def search(i):
            state["nodes"] += 1
            if state["solutions"] >= limit:
                return
            if i == n:
                state["solutions"] += 1
                return
            if state["empties"] > 0:
                board[i] = -1
                state["empties"] -= 1
                if consistent(i):
                    search(i + 1)
                state["empties"] += 1
            for k in sorted(tiles):
                if tiles[k] == 0 or k > len(adj[i]):
                    continue
                board[i] = k
                tiles[k] -= 1
                if consistent(i):
                    search(i + 1)
                tiles[k] += 1
            board[i] = None

        search(0)
        return state["solutions"], state["nodes"]


rng = random.Random(7)
results = []
for k in range(6):
    p = Puzzle(2, rng, 0.6)
    results.append(p.solve(50))
print(results)
