# The n-body problem for five planet-like bodies: float arithmetic on lists, pair loops,
# tuple unpacking.

PI = 3.141592653589793
SOLAR_MASS = 4 * PI * PI
DAYS = 365.24


def make_bodies():
    # (position, velocity, mass) of a sun and four planets, invented orbits
    specs = [
        ([0.0, 0.0, 0.0], [0.0, 0.0, 0.0], 1.0),
        ([5.2, -1.1, -0.1], [0.0016, 0.0077, -0.00007], 0.00095),
        ([8.3, 4.1, -0.4], [-0.0028, 0.0050, 0.00002], 0.00029),
        ([12.9, -15.1, -0.2], [0.0030, 0.0024, -0.00003], 0.000044),
        ([15.4, -25.9, 0.18], [0.0027, 0.0016, -0.00009], 0.000052),
    ]
    bodies = []
    for pos, vel, mass in specs:
        bodies.append((pos, [v * DAYS for v in vel], mass * SOLAR_MASS))
    return bodies


def offset_momentum(bodies):
    px = py = pz = 0.0
    for _, (vx, vy, vz), m in bodies:
        px -= vx * m
        py -= vy * m
        pz -= vz * m
    v = bodies[0][1]
    m = bodies[0][2]
    v[0], v[1], v[2] = px / m, py / m, pz / m


def pairs(bodies):
    out = []
    for i in range(len(bodies)):
        for j in range(i + 1, len(bodies)):
            out.append((bodies[i], bodies[j]))
    return out


def advance(bodies, body_pairs, dt, steps):
    for _ in range(steps):
        for ((p1, v1, m1), (p2, v2, m2)) in body_pairs:
            dx = p1[0] - p2[0]
            dy = p1[1] - p2[1]
            dz = p1[2] - p2[2]
            d2 = dx * dx + dy * dy + dz * dz
            mag = dt * (d2 ** -1.5)
            b1 = m1 * mag
            b2 = m2 * mag
            v1[0] -= dx * b2
            v1[1] -= dy * b2
            v1[2] -= dz * b2
            v2[0] += dx * b1
            v2[1] += dy * b1
            v2[2] += dz * b1
        for (p, v, m) in bodies:
            p[0] += dt * v[0]
            p[1] += dt * v[1]
            p[2] += dt * v[2]


def energy(bodies, body_pairs):
    e = 0.0
    for ((p1, v1, m1), (p2, v2, m2)) in body_pairs:
        dx = p1[0] - p2[0]
        dy = p1[1] - p2[1]
        dz = p1[2] - p2[2]
        e -= (m1 * m2) / ((dx * dx + dy * dy + dz * dz) ** 0.5)
    for (p, (vx, vy, vz), m) in bodies:
        e += m * (vx * vx + vy * vy + vz * vz) / 2.0
    return e


bodies = make_bodies()
body_pairs = pairs(bodies)
offset_momentum(bodies)
print("%.9f" % energy(bodies, body_pairs))
advance(bodies, body_pairs, 0.01, 80000)
print("%.9f" % energy(bodies, body_pairs))
