# Random playouts of the game of Go on a small board in the spirit of the go benchmark: stones,
# groups found by flood fill, captures, a simple ko rule, random legal moves.

import random

SIZE = 9
EMPTY, BLACK, WHITE = 0, 1, 2


class Board:
    def __init__(self):
        self.cells = [EMPTY] * (SIZE * SIZE)
        self.neighbours = []
        for i in range(SIZE * SIZE):
            x, y = i % SIZE, i // SIZE
            ns = []
            if x > 0:
                ns.append(i - 1)
            if x < SIZE - 1:
                ns.append(i + 1)
            if y > 0:
                ns.append(i - SIZE)
            if y < SIZE - 1:
                ns.append(i + SIZE)
            self.neighbours.append(ns)
        self.ko = -1
        self.captured = [0, 0, 0]

    def group(self, start):
        colour = self.cells[start]
        stones = {start}
        liberties = set()
        todo = [start]
        while todo:
            p = todo.pop()
            for n in self.neighbours[p]:
                c = self.cells[n]
                if c == EMPTY:
                    liberties.add(n)
                elif c == colour and n not in stones:
                    stones.add(n)
                    todo.append(n)
        return stones, liberties

    def legal(self, p, colour):
        if self.cells[p] != EMPTY or p == self.ko:
            return False
        other = 3 - colour
        for n in self.neighbours[p]:
            c = self.cells[n]
            if c == EMPTY:
                return True
        self.cells[p] = colour
        try:
            for n in self.neighbours[p]:
                if self.cells[n] == other and len(self.group(n)[1]) == 0:
                    return True
            return len(self.group(p)[1]) > 0
        finally:
            self.cells[p] = EMPTY

    def eye(self, p, colour):
        for n in self.neighbours[p]:
            if self.cells[n] != colour:
                return False
        return True

    def play(self, p, colour):
        self.cells[p] = colour
        other = 3 - colour
        taken = []
        for n in self.neighbours[p]:
            if self.cells[n] == other:
                stones, libs = self.group(n)
                if not libs:
                    for s in stones:
                        self.cells[s] = EMPTY
                    taken.extend(stones)
        self.captured[colour] += len(taken)
        self.ko = taken[0] if len(taken) == 1 else -1

    def score(self):
        black = self.cells.count(BLACK) + self.captured[BLACK]
        white = self.cells.count(WHITE) + self.captured[WHITE]
        for p in range(SIZE * SIZE):
            if self.cells[p] == EMPTY:
                if self.eye(p, BLACK):
                    black += 1
                elif self.eye(p, WHITE):
                    white += 1
        return black - white


def playout(rng):
    b = Board()
    colour = BLACK
    passes = 0
    moves = 0
    while passes < 2 and moves < 200:
        candidates = [p for p in range(SIZE * SIZE) if b.cells[p] == EMPTY]
        rng.shuffle(candidates)
        for p in candidates:
            if not b.eye(p, colour) and b.legal(p, colour):
                b.play(p, colour)
                passes = 0
                break
        else:
            passes += 1
        colour = 3 - colour
        moves += 1
    return b.score(), moves


rng = random.Random(42)
wins = 0
total_moves = 0
margin = 0
for game in range(100):
    s, m = playout(rng)
    margin += s
    total_moves += m
    if s > 0:
        wins += 1
print(wins, total_moves, margin)
