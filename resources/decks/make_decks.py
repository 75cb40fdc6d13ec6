#!/usr/bin/env python3
"""Build the SVG card decks shipped with Card Table.

Running this script (re)creates, relative to the repository root:

  resources/decks/french.svg  52 French-suited cards, two jokers and a back,
                              ids named after the KDE card theme scheme
                              (1_club .. king_spade, red_joker, black_joker, back)
  resources/decks/rook.svg    Rook deck: red/yellow/green/black 1..14, the Bird
                              and a back (red_1 .. black_14, bird, back)
  resources/decks/rook-plain.svg  the same Rook deck without the colour-blind shape marks

Every card is a <g id="..."> group translated to its own slot on a sheet. Its
first child is a full-size rounded rectangle, so the bounds of each group
(and in particular of `back`, which the app uses to learn the card size) are
exactly CARD_W x CARD_H. Nothing inside a card may reach past that rectangle.

The output only uses what Qt's SVG Tiny 1.2 renderer understands: groups,
transforms, rect/circle/ellipse/line/path, plain <text> and solid colours. No
<pattern>, filters, masks, clip paths or CSS, so QtSvg, librsvg and browsers
draw the cards the same way. Output is deterministic (no randomness, fixed
number formatting), so regenerating gives byte-identical files.
"""

import math
from pathlib import Path
from xml.sax.saxutils import escape

CARD_W, CARD_H = 200, 280     # card size in SVG user units (5:7)
RADIUS = 12                   # corner radius
GAP = 10                      # space between cards on the sheet
SANS = "DejaVu Sans, Liberation Sans, sans-serif"
# QtSvg (6.4) hands font-family to QFont as one name without splitting the
# list, so a list only helps other renderers; when nothing matches Qt uses the
# default font, which is a sans face. That is fine for SANS. The court letters
# name a single serif face so Qt picks it up wherever it is installed.
SERIF = "DejaVu Serif"

ROOT = Path(__file__).resolve().parents[2]
OUT_DIR = Path(__file__).resolve().parent

# Turning a card-local drawing upside down (rotation by 180 degrees about the
# card centre) is used for the second corner index and double-ended designs.
FLIP = f"translate({CARD_W},{CARD_H}) rotate(180)"


# ---------------------------------------------------------------- helpers --

def num(v):
    """Compact, stable number formatting."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def el(tag, body=None, **attrs):
    """One SVG element. Attribute names use _ for -, numbers are formatted."""
    parts = [tag]
    for key, val in attrs.items():
        if val is None:
            continue
        if isinstance(val, (int, float)):
            val = num(val)
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{val}"')
    head = " ".join(parts)
    if body is None:
        return f"<{head}/>"
    return f"<{head}>{body}</{tag}>"


def group(children, **attrs):
    return el("g", "".join(children), **attrs)


DIGIT_EM = 0.696   # advance width of a bold DejaVu Sans digit, in em


def text(s, x, y, size, fill, family=SANS, weight="bold", squeeze=1.0):
    """A centred line of text.

    `squeeze` narrows a run of digits horizontally (used for two-digit
    indices). Squeezed text is start-anchored at a computed offset, because
    renderers disagree on where text-anchor="middle" lands inside a scaled
    coordinate system (librsvg 2.54 shifts it). The scaling sits on a wrapper
    group: QtSvg 6.4 leaks a transform written on <text> itself into the
    bounds of the following siblings, which would corrupt the card's bounds.
    """
    common = dict(font_family=family, font_size=size, font_weight=weight, fill=fill)
    if squeeze == 1.0:
        return el("text", escape(s), x=x, y=y, text_anchor="middle", **common)
    return group([el("text", escape(s), x=-DIGIT_EM * size * len(s) / 2, y=0, **common)],
                 transform=f"translate({num(x)},{num(y)}) scale({num(squeeze)},1)")


def placed(d, cx, cy, size, fill, flip=False, **extra):
    """A path drawn in a 100x100 box centred on the origin, scaled to `size`."""
    rot = " rotate(180)" if flip else ""
    return el("path", d=d, fill=fill,
              transform=f"translate({num(cx)},{num(cy)}){rot} scale({num(size / 100)})",
              **extra)


def star_path(cx, cy, r_out, r_in, points=5, turn=-90):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(turn + i * 180 / points)
        pts.append(f"{num(cx + r * math.cos(a))},{num(cy + r * math.sin(a))}")
    return "M" + " L".join(pts) + "Z"


def clip_segment(x0, y0, x1, y1, box):
    """Liang-Barsky clipping of a segment against box=(left, top, right, bottom)."""
    left, top, right, bottom = box
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


def lattice(box, step, angles):
    """Parallel line families at the given angles, clipped to box, as one path d."""
    left, top, right, bottom = box
    cx, cy = (left + right) / 2, (top + bottom) / 2
    reach = math.hypot(right - left, bottom - top)
    d = []
    for ang in angles:
        a = math.radians(ang)
        ux, uy = math.cos(a), math.sin(a)          # line direction
        nx, ny = -uy, ux                           # offset direction
        k = int(reach / step) + 1
        for i in range(-k, k + 1):
            ox, oy = cx + nx * i * step, cy + ny * i * step
            seg = clip_segment(ox - ux * reach, oy - uy * reach,
                               ox + ux * reach, oy + uy * reach, box)
            if seg and math.hypot(seg[2] - seg[0], seg[3] - seg[1]) > 0.5:
                d.append("M{},{}L{},{}".format(*map(num, seg)))
    return "".join(d)


def card_base(face="#ffffff", border="#8c8c8c"):
    """Full-size background plus a border stroked entirely inside the card."""
    sw = 1.5
    return [
        el("rect", width=CARD_W, height=CARD_H, rx=RADIUS, fill=face),
        el("rect", x=sw / 2, y=sw / 2, width=CARD_W - sw, height=CARD_H - sw,
           rx=RADIUS - sw / 2, fill="none", stroke=border, stroke_width=sw),
    ]


def card(card_id, col, row, children):
    x, y = GAP + col * (CARD_W + GAP), GAP + row * (CARD_H + GAP)
    return group(children, id=card_id, transform=f"translate({x},{y})")


def sheet(cards, cols, rows, title):
    w = GAP + cols * (CARD_W + GAP)
    h = GAP + rows * (CARD_H + GAP)
    head = (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" '
            f'baseProfile="tiny" width="{w}" height="{h}" viewBox="0 0 {w} {h}">\n'
            f'<title>{escape(title)}</title>\n'
            f'<desc>Generated by resources/decks/make_decks.py; edit the script, '
            f'not this file.</desc>\n')
    return head + "\n".join(cards) + "\n</svg>\n"


# ------------------------------------------------------------ suit shapes --
# Each suit is a path in a 100x100 box centred on (0,0).

SUIT_D = {
    "heart": ("M0,46C-6,36 -26,20 -38,6C-48,-6 -50,-14 -50,-22"
              "C-50,-36 -40,-46 -26,-46C-14,-46 -4,-38 0,-26"
              "C4,-38 14,-46 26,-46C40,-46 50,-36 50,-22"
              "C50,-14 48,-6 38,6C26,20 6,36 0,46Z"),
    "diamond": ("M0,-50C10,-34 24,-16 38,0C24,16 10,34 0,50"
                "C-10,34 -24,16 -38,0C-24,-16 -10,-34 0,-50Z"),
    "spade": ("M0,-48C8,-34 26,-22 38,-10C46,-2 50,6 50,14"
              "C50,28 40,36 28,36C18,36 10,31 5,24C7,34 12,42 20,48"
              "L-20,48C-12,42 -7,34 -5,24C-10,31 -18,36 -28,36"
              "C-40,36 -50,28 -50,14C-50,6 -46,-2 -38,-10"
              "C-26,-22 -8,-34 0,-48Z"),
    # Three lobes, a filler triangle and the stem, all wound the same way so
    # the default nonzero fill rule paints their union.
    "club": ("M-21,-25A21,21 0 1 0 21,-25A21,21 0 1 0 -21,-25Z"
             "M-45,8A21,21 0 1 0 -3,8A21,21 0 1 0 -45,8Z"
             "M3,8A21,21 0 1 0 45,8A21,21 0 1 0 3,8Z"
             "M0,-25L-24,8L24,8Z"
             "M-5,4C-5,30 -12,42 -20,48L20,48C12,42 5,30 5,4Z"),
}

# ============================================================ French deck ==

RED, BLACK = "#c8102e", "#1a1a1a"
GOLD, GOLD_DARK, CREAM = "#e0b040", "#7a5a12", "#fbf6e8"
SUITS = ["club", "diamond", "heart", "spade"]
SUIT_COLOR = {"club": BLACK, "spade": BLACK, "heart": RED, "diamond": RED}
RANK_LABEL = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_ID = {1: "1", 11: "jack", 12: "queen", 13: "king"}

INDEX_X = 25          # centre line of the corner index column
PIP = 32              # size of an ordinary pip
COL_L, COL_C, COL_R = 66, 100, 134
ROW_TOP, ROW_BOTTOM = 54, 226


def french_index(rank, suit):
    """Rank and small suit in the top-left corner, repeated upside down."""
    label = RANK_LABEL.get(rank, str(rank))
    color = SUIT_COLOR[suit]
    squeeze = 0.72 if len(label) > 1 else 1.0
    corner = [text(label, INDEX_X, 48, 44, color, squeeze=squeeze),
              placed(SUIT_D[suit], INDEX_X, 70, 26, color)]
    return [group(corner), group(corner, transform=FLIP)]


def pip_layout(n):
    """Classic pip positions as (x, fraction of the way from top to bottom row)."""
    if n in (4, 5):
        rows = (0, 1)
    elif n in (6, 7, 8):
        rows = (0, 0.5, 1)
    else:
        rows = (0, 1 / 3, 2 / 3, 1)
    side = [(x, f) for x in (COL_L, COL_R) for f in rows]
    middle = {
        2: (0, 1), 3: (0, 0.5, 1), 4: (), 5: (0.5,), 6: (), 7: (0.25,),
        8: (0.25, 0.75), 9: (0.5,), 10: (1 / 6, 5 / 6),
    }[n]
    return (side if n >= 4 else []) + [(COL_C, f) for f in middle]


def french_pips(rank, suit):
    out = []
    for x, f in pip_layout(rank):
        y = ROW_TOP + f * (ROW_BOTTOM - ROW_TOP)
        out.append(placed(SUIT_D[suit], x, y, PIP, SUIT_COLOR[suit], flip=f > 0.5))
    return out


def french_ace(suit):
    color = SUIT_COLOR[suit]
    if suit != "spade":
        return [placed(SUIT_D[suit], 100, 140, 92, color)]
    # The ace of spades gets a ringed medallion and an inlaid outline.
    out = [el("circle", cx=100, cy=140, r=66, fill="none", stroke=color, stroke_width=2.5),
           el("circle", cx=100, cy=140, r=60, fill="none", stroke=color, stroke_width=1)]
    for i in range(24):
        a = math.radians(i * 15)
        out.append(el("circle", cx=100 + 70.5 * math.cos(a), cy=140 + 70.5 * math.sin(a),
                      r=2.2 if i % 2 else 3, fill=color))
    out.append(placed(SUIT_D["spade"], 100, 138, 100, color))
    out.append(placed(SUIT_D["spade"], 100, 136, 62, "none", stroke="#ffffff",
                      stroke_width=3.2))
    out.append(el("circle", cx=100, cy=128, r=5, fill="#ffffff"))
    return out


def crown(rank, color):
    """Emblem above the court letter, drawn around (0,0), about 64x36 units."""
    line = dict(stroke=GOLD_DARK, stroke_width=1.5, stroke_linejoin="round")
    if rank == 13:      # king: three tall points with orbs
        body = "M-30,16L-30,0L-34,-13L-16,-1L0,-17L16,-1L34,-13L30,0L30,16Z"
        tips = [(-34, -16, 4), (0, -21, 4.5), (34, -16, 4)]
    elif rank == 12:    # queen: arched tiara
        body = ("M-30,16L-30,4C-31,-8 -21,-12 -14,-3C-11,-13 -5,-18 0,-19"
                "C5,-18 11,-13 14,-3C21,-12 31,-8 30,4L30,16Z")
        tips = [(-24, -9, 3), (0, -22, 3.5), (24, -9, 3)]
    else:               # jack: low coronet with five small points
        body = ("M-30,16L-30,2L-24,-8L-15,1L-7.5,-10L0,1L7.5,-10L15,1L24,-8"
                "L30,2L30,16Z")
        tips = [(-24, -11, 2.6), (-7.5, -13, 2.6), (7.5, -13, 2.6), (24, -11, 2.6)]
    parts = [el("path", d=body, fill=GOLD, **line),
             el("rect", x=-30, y=7, width=60, height=9, fill=GOLD, **line)]
    parts += [el("circle", cx=x, cy=y, r=r, fill=GOLD, **line) for x, y, r in tips]
    parts += [el("circle", cx=x, cy=11.5, r=2.4, fill=color) for x in (-18, 0, 18)]
    return parts


COURT_BOX = (54, 14, 146, 266)   # left, top, right, bottom of the court frame


def french_court(rank, suit):
    color = SUIT_COLOR[suit]
    l, t, r, b = COURT_BOX
    out = [el("rect", x=l, y=t, width=r - l, height=b - t, rx=6, fill=CREAM,
              stroke=color, stroke_width=3),
           el("rect", x=l + 5, y=t + 5, width=r - l - 10, height=b - t - 10, rx=3,
              fill="none", stroke=GOLD, stroke_width=1.5)]
    half = [group(crown(rank, color), transform="translate(100,42)"),
            text(RANK_LABEL[rank], 100, 108, 54, color, family=SERIF),
            placed(SUIT_D[suit], 69, 92, 14, color),
            placed(SUIT_D[suit], 131, 92, 14, color)]
    out += [group(half), group(half, transform=FLIP)]
    out += [el("line", x1=l + 5, y1=140, x2=r - 5, y2=140, stroke=GOLD, stroke_width=1.5),
            el("circle", cx=100, cy=140, r=23, fill="#ffffff", stroke=color, stroke_width=2.5),
            placed(SUIT_D[suit], 100, 140, 30, color)]
    return out


def jester(colors):
    """Jester's cap with three bells on a disc, centred on (100, 140)."""
    left, middle, right, band, bell, disc, ink = colors
    stroke = dict(stroke=ink, stroke_width=2.4, stroke_linejoin="round")
    cap = [
        el("path", d="M66,170C60,140 52,118 40,104C62,106 82,128 90,170Z", fill=left, **stroke),
        el("path", d="M134,170C140,140 148,118 160,104C138,106 118,128 110,170Z",
           fill=right, **stroke),
        el("path", d="M80,170C80,130 88,96 100,74C112,96 120,130 120,170Z", fill=middle, **stroke),
        el("rect", x=62, y=166, width=76, height=16, rx=5, fill=band, **stroke),
        el("circle", cx=39, cy=102, r=7, fill=bell, **stroke),
        el("circle", cx=161, cy=102, r=7, fill=bell, **stroke),
        el("circle", cx=100, cy=71, r=7, fill=bell, **stroke),
    ] + [el("path", d=star_path(x, 174, 4.5, 2), fill=ink) for x in (78, 100, 122)]
    sparkle = [el("path", d=star_path(100 + 48 * math.cos(math.radians(a)),
                                      140 + 48 * math.sin(math.radians(a)), 6, 2.5), fill=ink)
               for a in (150, 30)]
    return [el("circle", cx=100, cy=140, r=62, fill=disc, stroke=ink, stroke_width=2.5),
            el("circle", cx=100, cy=140, r=56, fill="none", stroke=ink, stroke_width=1)] + \
        sparkle + [group(cap, transform="translate(100,146) scale(0.78) translate(-100,-128)")]


def french_joker(red):
    if red:
        ink = RED
        colors = (RED, "#1f4e9c", RED, GOLD, GOLD, "#fdf0c8", BLACK)
    else:
        ink = BLACK
        colors = (BLACK, "#ffffff", BLACK, "#9a9a9a", "#ffffff", "#ededed", BLACK)
    corner = [text(ch, 22, 38 + i * 24, 24, ink) for i, ch in enumerate("JOKER")]
    corner.append(el("path", d=star_path(22, 160, 9, 4), fill=ink))
    return [group(corner), group(corner, transform=FLIP)] + jester(colors)


def french_back():
    blue, line = "#1d3d73", "#4f72b0"
    inner = (16, 16, CARD_W - 16, CARD_H - 16)
    out = [el("rect", x=9, y=9, width=CARD_W - 18, height=CARD_H - 18, rx=7, fill=blue),
           el("path", d=lattice(inner, 11, (45, -45)), fill="none", stroke=line,
              stroke_width=1.3),
           el("rect", x=inner[0], y=inner[1], width=inner[2] - inner[0],
              height=inner[3] - inner[1], rx=3, fill="none", stroke="#ffffff",
              stroke_width=1.2)]
    # Central medallion: rings with a compass star.
    out += [el("circle", cx=100, cy=140, r=44, fill=blue, stroke="#ffffff", stroke_width=3),
            el("circle", cx=100, cy=140, r=37, fill="none", stroke=GOLD, stroke_width=1.5),
            el("path", d=star_path(100, 140, 33, 9, points=8, turn=-90), fill="#ffffff"),
            el("path", d=star_path(100, 140, 20, 7, points=4, turn=-45), fill=GOLD),
            el("circle", cx=100, cy=140, r=5, fill=blue)]
    return out


def french_deck():
    cards = []
    for row, suit in enumerate(SUITS):
        for rank in range(1, 14):
            body = card_base() + french_index(rank, suit)
            if rank == 1:
                body += french_ace(suit)
            elif rank <= 10:
                body += french_pips(rank, suit)
            else:
                body += french_court(rank, suit)
            cards.append(card(f"{RANK_ID.get(rank, rank)}_{suit}", rank - 1, row, body))
    cards.append(card("red_joker", 0, 4, card_base() + french_joker(True)))
    cards.append(card("black_joker", 1, 4, card_base() + french_joker(False)))
    cards.append(card("back", 2, 4, card_base() + french_back()))
    return sheet(cards, 13, 5, "Card Table French deck")


# ============================================================== Rook deck ==

ROOK_COLORS = {
    # name: (ink for numbers and frame, light tint, marker shape)
    "red": ("#c8102e", "#fbe4e7", "circle"),
    "yellow": ("#a87500", "#fdf0c4", "triangle"),
    "green": ("#1b7a3a", "#e0f2e5", "square"),
    "black": ("#1a1a1a", "#e8e8e8", "diamond"),
}
ROOK_BAND_YELLOW = "#f2b705"   # brighter band colour behind the yellow cards
COUNT_POINTS = {5: 5, 10: 10, 14: 10}


def marker(shape, cx, cy, size, fill):
    """Colour-blind helper shape shown under each corner number."""
    h = size / 2
    if shape == "circle":
        return el("circle", cx=cx, cy=cy, r=h, fill=fill)
    if shape == "square":
        return el("rect", x=cx - h * 0.9, y=cy - h * 0.9, width=size * 0.9,
                  height=size * 0.9, fill=fill)
    if shape == "triangle":
        return el("path", d=f"M{num(cx)},{num(cy - h)}L{num(cx + h * 1.1)},{num(cy + h * 0.8)}"
                          f"L{num(cx - h * 1.1)},{num(cy + h * 0.8)}Z", fill=fill)
    return el("path", d=f"M{num(cx)},{num(cy - h * 1.1)}L{num(cx + h * 0.8)},{num(cy)}"
                        f"L{num(cx)},{num(cy + h * 1.1)}L{num(cx - h * 0.8)},{num(cy)}Z",
              fill=fill)


def rook_frame(color_name):
    ink = ROOK_COLORS[color_name][0]
    band = ROOK_BAND_YELLOW if color_name == "yellow" else ink
    return [el("rect", x=8.5, y=8.5, width=CARD_W - 17, height=CARD_H - 17, rx=8,
               fill="none", stroke=band, stroke_width=5)]


def rook_number_card(color_name, n, marks=True):
    ink, tint, shape = ROOK_COLORS[color_name]
    label = str(n)
    two = len(label) > 1
    corner = [text(label, 33, 54, 42, ink, squeeze=0.66 if two else 1.0)]
    if marks:
        corner.append(marker(shape, 33, 74, 16, ink))
    out = rook_frame(color_name) + [group(corner), group(corner, transform=FLIP)]
    out += [el("circle", cx=100, cy=140, r=58, fill=tint, stroke=ink, stroke_width=3),
            text(label, 100, 176, 100, ink, squeeze=0.66 if two else 1.0)]
    if n in COUNT_POINTS:
        pts = COUNT_POINTS[n]
        stars = 1 if pts == 5 else 2
        label_row = [text(f"{pts} POINTS", 100, 220, 12, ink)]
        for i in range(stars):
            x = 100 + (i - (stars - 1) / 2) * 16
            label_row.append(el("path", d=star_path(x, 234, 7, 3), fill=ink))
        out += [group(label_row), group(label_row, transform=FLIP)]
    return out


def bird_shapes(fill, **extra):
    """Body of a perched rook facing right, around (0,0), roughly 136x84 units."""
    return [
        el("path", d="M-26,4L-70,20L-68,30L-62,39L-18,22Z",
           fill=fill, **extra),                                                       # tail
        el("ellipse", cx=-2, cy=4, rx=40, ry=24, transform="rotate(-16)", fill=fill, **extra),
        el("path", d="M14,-18C20,-30 26,-38 34,-38L42,-16L26,2Z", fill=fill, **extra),   # neck
        el("circle", cx=32, cy=-27, r=14, fill=fill, **extra),                        # head
        el("path", d="M40,-36C50,-34 58,-30 68,-24C58,-21 48,-18 40,-17Z",
           fill=fill, **extra),                                                       # beak
    ]


def bird_figure(fill, detail):
    """The full bird: body, legs, perch, and wing line and eye in `detail`."""
    return bird_shapes(fill) + [
        el("path", d="M-2,24L-6,46M12,22L12,46M-46,47L52,47", fill="none", stroke=fill,
           stroke_width=4, stroke_linecap="round"),
        el("path", d="M-30,6C-14,-10 10,-14 28,-4C6,0 -14,10 -40,20",
           fill="none", stroke=detail, stroke_width=2.5, stroke_linecap="round",
           stroke_linejoin="round"),
        el("circle", cx=35, cy=-30, r=3, fill=detail),
    ]


def rook_bird_card():
    blue = "#1f4e8c"
    out = [el("rect", x=9, y=9, width=CARD_W - 18, height=CARD_H - 18, rx=8, fill=blue),
           el("rect", x=15, y=15, width=CARD_W - 30, height=CARD_H - 30, rx=5,
              fill="none", stroke="#ffffff", stroke_width=1.5),
           text("ROOK", 100, 64, 34, "#ffffff"),
           text("BIRD", 100, 240, 24, "#ffffff"),
           text("20 POINTS", 100, 258, 11, "#cfe0f5"),
           group(bird_figure("#ffffff", blue), transform="translate(100,146)")]
    return out


def rook_back():
    red, grid = "#7a1426", "#93263a"
    inner = (16, 16, CARD_W - 16, CARD_H - 16)
    outline = dict(stroke="#ffffff", stroke_width=7, stroke_linejoin="round")
    out = [el("rect", x=9, y=9, width=CARD_W - 18, height=CARD_H - 18, rx=7, fill=red),
           el("path", d=lattice(inner, 14, (0, 90)), fill="none", stroke=grid, stroke_width=2),
           el("rect", x=inner[0], y=inner[1], width=inner[2] - inner[0],
              height=inner[3] - inner[1], rx=3, fill="none", stroke="#e8c46a",
              stroke_width=1.5),
           el("circle", cx=100, cy=130, r=58, fill=red, stroke="#ffffff", stroke_width=3),
           el("circle", cx=100, cy=130, r=52, fill="none", stroke="#e8c46a", stroke_width=1.2)]
    # Outline of the bird: a wide white stroke under a red fill of the same shapes.
    bird_t = "translate(100,132) scale(0.72)"
    out += [group(bird_shapes(red, **outline), transform=bird_t),
            group(bird_shapes(red), transform=bird_t),
            text("ROOK", 100, 226, 26, "#ffffff")]
    return out


def rook_deck(marks=True):
    cards = []
    for row, color_name in enumerate(ROOK_COLORS):
        for n in range(1, 15):
            body = card_base() + rook_number_card(color_name, n, marks)
            cards.append(card(f"{color_name}_{n}", n - 1, row, body))
    cards.append(card("bird", 0, 4, card_base() + rook_bird_card()))
    cards.append(card("back", 1, 4, card_base() + rook_back()))
    return sheet(cards, 14, 5, "Card Table Rook deck" + ("" if marks else " (no shape marks)"))


def french_ids():
    ranks = [RANK_ID.get(r, str(r)) for r in range(1, 14)]
    return [f"{r}_{s}" for s in SUITS for r in ranks] + ["red_joker", "black_joker", "back"]


def rook_ids():
    return [f"{c}_{n}" for c in ROOK_COLORS for n in range(1, 15)] + ["bird", "back"]


def verify(svg, expected):
    """Parse the output and check that each expected id occurs exactly once."""
    import xml.etree.ElementTree as ET
    from collections import Counter
    counts = Counter(e.get("id") for e in ET.fromstring(svg).iter() if e.get("id"))
    bad = [i for i in expected if counts[i] != 1]
    extra = sorted(set(counts) - set(expected))
    if bad or extra:
        raise SystemExit(f"id check failed: missing/duplicated {bad}, unexpected {extra}")


def main():
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, svg, ids in (("french.svg", french_deck(), french_ids()),
                           ("rook.svg", rook_deck(), rook_ids()),
                           ("rook-plain.svg", rook_deck(marks=False), rook_ids())):
        verify(svg, ids)
        path = OUT_DIR / name
        path.write_text(svg, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}: {len(ids)} cards, "
              f"{len(svg.encode('utf-8'))} bytes")


if __name__ == "__main__":
    main()
